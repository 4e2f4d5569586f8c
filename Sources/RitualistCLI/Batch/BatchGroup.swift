import IntentKit
import RitualistCore
import RitualistIntents

/// A group of batch lines run as one unit of storage: every run goes through the runner as alone (lookup,
/// binding, the action), but their store operations share one transaction, committed once, and their journal
/// records are appended together with one write and one sync, after the commit.
///
/// When the commit fails, every answer that said a change was made (and every read after one, which saw it) says
/// the store's failure instead: nothing is claimed that did not happen.
struct BatchGroup {
    let runner: Runner
    let policy: FailurePolicy

    /// The answers in line order, and why the journal could not record the group, if it could not.
    func run(_ lines: [BatchLine]) -> (answers: [BatchAnswer], journalProblem: String?) {
        let held = HeldRecords()
        var answers: [BatchAnswer] = []
        var records: [[JournalRecord]] = []
        func runAll(on store: (any HabitStore)?) {
            let runner = self.runner(journal: held, store: store)
            for line in lines {
                switch line {
                case let .request(intent, params):
                    answers.append(BatchAnswer(run(intent, params, on: runner)))
                case let .invalid(intent, reason):
                    answers.append(.invalid(intent: intent, reason: reason))
                }
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
        do {
            try runner.journal?.append(contentsOf: records.flatMap { $0 })
            return (answers, nil)
        } catch {
            return (answers, error.description)
        }
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
