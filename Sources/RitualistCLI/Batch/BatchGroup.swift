import IntentKit
import Primitives
import RitualistCore
import RitualistIntents

/// A group of batch lines run as one unit of storage: every run goes through the runner as alone (lookup,
/// binding, the action), but their store operations share one transaction, committed once, and their journal
/// records are appended together with one write and one sync, after the commit.
///
/// A line that may take long holds no transaction: one that runs an external plugin or a composition (whose steps
/// may run plugins, or wait for their turn under a run mode) runs between the transactions, as alone, so that a
/// hotkey pressed meanwhile is not kept from the store.
///
/// When the commit fails, every answer that said a change was made (and every read after one, which saw it) says
/// the store's failure instead: nothing is claimed that did not happen.
struct BatchGroup {
    let runner: Runner
    let policy: FailurePolicy

    /// The answers in line order, and why the journal could not record the group, if it could not.
    func run(_ lines: [BatchLine]) -> (answers: [BatchAnswer], journalProblem: String?) {
        var answers: [BatchAnswer] = []
        var records: [[JournalRecord]] = []
        var start = lines.startIndex
        while start < lines.endIndex {
            let alone = waits(lines[start])
            let end = alone ? start + 1 : lines[start...].firstIndex(where: waits) ?? lines.endIndex
            let part = alone ? runAlone(lines[start]) : runTogether(Array(lines[start..<end]))
            answers += part.answers
            records += part.records
            start = end
            // A signal caught during a line that takes long ends the batch once that line is journaled.
            if Interruption.received != 0 { break }
        }
        do {
            try runner.journal?.append(contentsOf: records.flatMap { $0 })
            return (answers, nil)
        } catch {
            return (answers, error.description)
        }
    }

    /// Runs `lines` with their store operations in one transaction; their answers and held journal records.
    private func runTogether(_ lines: [BatchLine]) -> (answers: [BatchAnswer], records: [[JournalRecord]]) {
        var answers: [BatchAnswer] = []
        var records: [[JournalRecord]] = []
        func runAll(on store: (any HabitStore)?) {
            let held = HeldRecords()
            let runner = self.runner(journal: held, store: store)
            for line in lines {
                answers.append(run(line, on: runner))
                records.append(held.take())
            }
        }
        do {
            // A store that cannot be opened fails each run on its own, as it does one at a time.
            if let store = try? runner.container.resolve(Keys.habitStore) {
                try store.grouped { runAll(on: $0) }
            } else {
                runAll(on: nil)
            }
        } catch {
            if answers.isEmpty {
                // The group could not begin (the store stayed locked): its lines run one at a time, as alone.
                runAll(on: nil)
            } else {
                lose(Outcome.Failure(error), answers: &answers, records: &records)
            }
        }
        return (answers, records)
    }

    /// Runs one line outside any transaction, as `ritual run` runs it alone.
    private func runAlone(_ line: BatchLine) -> (answers: [BatchAnswer], records: [[JournalRecord]]) {
        let held = HeldRecords()
        let answer = run(line, on: runner(journal: held, store: nil))
        return ([answer], [held.take()])
    }

    private func run(_ line: BatchLine, on runner: Runner) -> BatchAnswer {
        switch line {
        case let .request(intent, params): return BatchAnswer(run(intent, params, on: runner))
        case let .invalid(intent, reason): return .invalid(intent: intent, reason: reason)
        }
    }

    /// Whether a line may run long: its intent performs an external plugin's action, or is a composition.
    private func waits(_ line: BatchLine) -> Bool {
        guard case .request(let intent, _) = line, let declaration = runner.catalog.declaration(named: intent) else {
            return false
        }
        guard case .perform(let action) = declaration.body else { return true }
        return runner.registry.actions[action]?.external ?? false
    }

    /// Runs a request line as `run INTENT --params JSON` runs it, without writing its parameters out to parse them
    /// again; parameters that are not valid take the command line's way, which words the failure.
    private func run(_ intent: String, _ params: JSONValue, on runner: Runner) -> Outcome {
        guard let arguments = try? RawArguments(json: params) else {
            return runner.run(intent, words: [], json: params.serialized(), mode: policy)
        }
        return runner.run(intent, arguments: arguments, mode: policy)
    }

    /// The runner of the group: the same catalog, actions and clock, with the group's store and held records.
    private func runner(journal held: HeldRecords, store: (any HabitStore)?) -> Runner {
        var container = runner.container
        if let store { container = container.overriding { $0.register(Keys.habitStore, value: store) } }
        return Runner(
            load: runner.load, registry: runner.registry, container: container, clock: runner.clock,
            journal: runner.journal?.holding(in: held), locks: runner.locks)
    }

    /// Turns the successful answers whose change was lost with the commit (and the reads after the first of
    /// them) into `failure`, in the answers and in the journal.
    private func lose(_ failure: Outcome.Failure, answers: inout [BatchAnswer], records: inout [[JournalRecord]]) {
        var changed = false
        for index in answers.indices {
            let answer = answers[index]
            guard answer.failure == nil else { continue }
            let intent = answer.intent
            changed = changed || RunFeedback.changes(intent, runner: runner)
            guard changed else { continue }
            answers[index] = BatchAnswer(intent: intent, failure: failure)
            records[index] = [lost(records[index].first, intent: intent, failure: failure)]
        }
    }

    private func lost(_ record: JournalRecord?, intent: String, failure: Outcome.Failure) -> JournalRecord {
        JournalRecord(
            time: record?.time ?? LocalMoment.utcStamp(runner.clock.now().instant), intent: intent,
            parameters: record?.parameters ?? .object([]), ok: false, errorCase: failure.caseName,
            message: failure.message, durationMs: record?.durationMs ?? 0, mode: policy.rawValue, steps: record?.steps)
    }
}
