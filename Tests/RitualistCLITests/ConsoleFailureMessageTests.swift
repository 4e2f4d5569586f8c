import IntentKit
import IntentKitTesting
import Primitives
import RitualistApp
import RitualistConsole
import RitualistStore
import RitualistTransfer
import Testing

/// Every message of the failures the terminal front end adds, word for word, made from its case's template in
/// `FailureCase.console` with every placeholder filled; no name has two categories across all the lists.
@Suite struct ConsoleFailureMessageTests {
    static let messages: [(any IntentFailure & TemplatedMessage, String)] = [
        (
            FileFailure(TransferError(file: "export.json", "is a folder; expected a file")),
            "'export.json' is a folder; expected a file."
        ),
        (FileFailure(TransferError(file: "habits.csv", "not a CSV table.")), "'habits.csv': not a CSV table."),
        (
            FileFailure(TransferError(file: "log", line: 3, "the line has no date")),
            "'log' line 3: the line has no date."
        ),
        (FileFailure(TransferError(file: "log", line: 3, "has no date")), "'log' line 3 has no date."),
        (
            ImportError.storeHasHistory(habits: 1),
            "The habit store already holds a history (1 habit): import into an empty home, or add --merge to add what "
                + "the file holds to it."
        ),
        (
            ImportError.storeHasHistory(habits: 5),
            "The habit store already holds a history (5 habits): import into an empty home, or add --merge to add "
                + "what the file holds to it."
        ),
        (
            StoreRestore.Busy(store: "/h/ritualist.sqlite"),
            "Cannot restore now: another ritual is writing to the habit store '/h/ritualist.sqlite'. Try again when "
                + "it is done."
        ),
    ]

    @Test(arguments: messages.indices)
    func everyErrorSaysTodaysWordsFromATemplateOfItsCaseWithEveryPlaceholderFilled(_ index: Int) {
        let (failure, message) = Self.messages[index]
        #expect(FailureWording.problems(of: failure, saying: message, in: FailureCase.console) == [])
    }

    @Test func everyCaseTheConsoleListsHasATemplate() {
        #expect(FailureWording.unworded(FailureCase.console) == [])
    }

    @Test func noNameHasTwoCategoriesAcrossEveryList() {
        let every = FailureCase.intentKit + FailureCase.ritualist + FailureCase.desktop + FailureCase.console
        #expect(FailureWording.namesWithSeveralCategories(every) == [])
    }
}
