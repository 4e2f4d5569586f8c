import Foundation
import IntentKitTesting
import Testing

/// `ritual check` warns of an automation that reverses the event it follows: another machine's automation that
/// reverses it back, which no check here can see, would make the two start each other through sync.
@Suite struct TriggerReversalCheckTests {
    @Test func anAutomationThatUndoesWhatFiresItIsAWarningAndStillValid() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Read", "--start", "2025-11-01")
        let path = try ritual.home.write(
            "intents/Undo.yaml",
            """
            version: 1
            intent: Undo
            title: Undo
            summary: Undoes each completion of Read.
            on:
              - event: completed
                habit: Read
            steps:
              - run: UndoCompletion
                with: {habit: Read}

            """)

        let result = ritual("check")

        #expect(result.status == 0, "\(result.stderr)")
        let headers = result.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(
            headers == [
                Substring(
                    "\(path):6:5: warning: Undo can fire 'undone', which reverses the 'completed' it follows; with an "
                        + "automation that reverses it back, here or on a machine that syncs with this one, each "
                        + "starts the other until a chain stops at depth 4")
            ])
    }
}
