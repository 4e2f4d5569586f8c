import IntentKit
import IntentKitTesting
import Synchronization
import Testing

/// The last stages of the pipeline: what changed, computed once, and the listeners told after the journal.
@Suite struct AfterCommitTests {
    /// A plugin with an action that writes, one that reads and one that writes but refuses, and a transaction scope
    /// that counts the groups it begins.
    struct StorePlugin: Plugin {
        let name = "store"
        let scope: CountingScope

        func register(in registry: inout PluginRegistry) {
            registry.action("store.write") { _ in ActionResult(json: .string("written"), text: "written") }
            registry.action("store.read", changes: false) { _ in ActionResult(json: .string("read"), text: "read") }
            registry.action("store.refuse") { _ -> ActionResult in throw RunnerError.unexpected("refused") }
            registry.services.register(Key<any TransactionScope>.transactions, value: scope)
        }
    }

    final class CountingScope: TransactionScope {
        let groups = Mutex(0)
        func grouped(_ container: Container, _ body: (Container) -> Void) throws {
            groups.withLock { $0 += 1 }
            body(container)
        }
    }

    /// Records what each call of `committed(_:)` was given, and how many records the journal held then.
    final class Recorder: AfterCommit {
        let journal: Journal
        let calls = Mutex<[(changes: [RunChange], journaled: Int)]>([])
        init(journal: Journal) { self.journal = journal }

        func committed(_ changes: [RunChange]) {
            let journaled = journal.records().count
            calls.withLock { $0.append((changes, journaled)) }
        }

        var heard: [(changes: [RunChange], journaled: Int)] { calls.withLock { $0 } }
    }

    func makeRunner(_ directory: TemporaryDirectory, scope: CountingScope = CountingScope()) -> (Runner, Recorder) {
        let registry = PluginRegistry(plugins: [StorePlugin(scope: scope)])
        let load = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary)).load(
            ["Write": "store.write", "Read": "store.read", "Refuse": "store.refuse"].map { name, action in
                DeclarationSource(
                    path: "intents/\(name).yaml",
                    text: "version: 1\nintent: \(name)\ntitle: \(name)\nsummary: \(name).\nperform: \(action)\n",
                    origin: .builtin)
            })
        let journal = Journal(path: directory.path("state/journal.jsonl"))
        let recorder = Recorder(journal: journal)
        let runner = Runner(
            load: load, registry: registry, container: Container(registry.services),
            clock: .pinned(at: "2025-11-08T23:30:00Z", in: "UTC"), journal: journal)
        return (runner.following([recorder]), recorder)
    }

    @Test(arguments: [
        ("Write", true, true, 1), ("Read", false, false, 0), ("Refuse", true, false, 1), ("Nope", false, false, 1),
    ])
    func eachRunIsHeardOnceAfterItIsJournaledWithWhatItChanged(
        intent: String, writes: Bool, changed: Bool, journaled: Int
    ) throws {
        let directory = TemporaryDirectory()
        let (runner, recorder) = makeRunner(directory)
        let outcome = runner.run(intent, arguments: RawArguments(pairs: []))
        let heard = recorder.heard
        #expect(heard.count == 1)
        #expect(heard.first?.changes.map(\.intent) == [outcome.intent])
        #expect(heard.first?.changes.first?.writes == writes)
        #expect(heard.first?.changes.first?.changed == changed)
        #expect(heard.first?.changes.first?.day == CalendarDate.iso("2025-11-08"))
        #expect(heard.first?.journaled == journaled, "the journal holds the run before the listeners hear of it")
        #expect(runner.journal?.records().map(\.time) == Array(repeating: "2025-11-08T23:30:00.000Z", count: journaled))
    }

    @Test func aRefusedRunIsHeardAsAFailureThatChangedNothing() throws {
        let directory = TemporaryDirectory()
        let (runner, recorder) = makeRunner(directory)
        _ = runner.refused("fire", arguments: RawArguments(pairs: []), error: RunnerError.killed, mode: .strict)
        #expect(recorder.heard.map { $0.changes.map(\.changed) } == [[false]])
        #expect(recorder.heard.first?.journaled == 1)
    }

    @Test func aGroupRunsInOneTransactionAndIsHeardOnceAfterItsRecordsAreJournaled() throws {
        let directory = TemporaryDirectory()
        let scope = CountingScope()
        let (runner, recorder) = makeRunner(directory, scope: scope)
        let refused = Outcome.Failure(caseName: "invalidRequest", message: "Not a request.", category: .usage)
        let group = runner.runGroup(
            [
                .request(intent: "Write", params: .object([])), .refused(intent: "", failure: refused),
                .request(intent: "Read", params: .object([])), .request(intent: "Refuse", params: .object([])),
            ], mode: .silent)
        #expect(group.outcomes.map(\.ok) == [true, false, true, false])
        #expect(group.outcomes[1].failure?.message == "Not a request.")
        #expect(scope.groups.withLock { $0 } == 1)
        let heard = recorder.heard
        #expect(heard.count == 1)
        #expect(heard.first?.changes.map(\.intent) == ["Write", "Read", "Refuse"])
        #expect(heard.first?.changes.map(\.changed) == [true, false, false])
        #expect(heard.first?.journaled == 2, "the write and the refusal; a read that succeeded leaves no trace")
        #expect(runner.journal?.records().map(\.time) == ["2025-11-08T23:30:00.000Z", "2025-11-08T23:30:00.000Z"])
    }
}
