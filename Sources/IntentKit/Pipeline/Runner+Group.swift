import Primitives

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Runner {
    /// Runs `lines` as one unit of storage, as `run --batch` runs the lines it has: each run goes through the
    /// pipeline as alone (lookup, binding, the action), but their store operations share one transaction (the
    /// `TransactionScope` registered under `Key<any TransactionScope>.transactions`), committed once; their journal
    /// records are appended together with one write and one sync after the commit, and then the listeners hear of
    /// the whole group at once.
    ///
    /// A line that may take long holds no transaction: one that runs an external plugin or a composition (whose
    /// steps may run plugins, or wait for their turn under a run mode) runs between the transactions, as alone, so
    /// that a hotkey pressed meanwhile is not kept from the store. A signal caught during such a line ends the group
    /// once that line is journaled.
    ///
    /// When the commit fails, every outcome that said a change was made (and every read after one, which saw it)
    /// says the store's failure instead: nothing is claimed that did not happen.
    ///
    /// ```swift
    /// let group = runner.runGroup([.request(intent: "CompleteHabit", params: ["habit": "Meditate"])], mode: .silent)
    /// ```
    package func runGroup(_ lines: [GroupLine], mode: FailurePolicy) -> GroupRun {
        var changes: [RunChange?] = []
        var records: [[JournalRecord]] = []
        var start = lines.startIndex
        while start < lines.endIndex {
            let alone = waits(lines[start])
            let end = alone ? start + 1 : lines[start...].firstIndex(where: waits) ?? lines.endIndex
            let part = alone ? runAlone(lines[start], mode: mode) : runTogether(lines[start..<end], mode: mode)
            changes += part.changes
            records += part.records
            start = end
            if Interruption.received != 0 { break }
        }
        let now = clock.now().instant
        let outcomes = zip(lines, changes).map { line, change in change?.outcome ?? line.refusal(at: now) }
        var journalProblem: String?
        do {
            try journal?.append(contentsOf: records.flatMap { $0 })
        } catch {
            journalProblem = error.description
        }
        committed(changes.compactMap { $0 })
        return GroupRun(outcomes: outcomes, journalProblem: journalProblem)
    }

    private typealias Part = (changes: [RunChange?], records: [[JournalRecord]])

    /// Runs `lines` with their store operations in one transaction: what each did, and its held journal records.
    private func runTogether(_ lines: ArraySlice<GroupLine>, mode: FailurePolicy) -> Part {
        var part: Part = ([], [])
        func runAll(in container: Container) {
            let held = HeldRecords()
            let runner = grouping(journal: held, container: container)
            for line in lines {
                part.changes.append(runner.perform(line, mode: mode))
                part.records.append(held.take())
            }
        }
        guard let scope = try? container.resolve(Key<any TransactionScope>.transactions) else {
            runAll(in: container)
            return part
        }
        do {
            try scope.grouped(container) { runAll(in: $0) }
        } catch {
            if part.changes.isEmpty {
                // The group could not begin (the store could not be opened, or stayed locked): its lines run one
                // at a time, as alone.
                runAll(in: container)
            } else {
                lose(Outcome.Failure(error), part: &part, mode: mode)
            }
        }
        return part
    }

    /// Runs one line outside any transaction, as `run` runs it alone.
    private func runAlone(_ line: GroupLine, mode: FailurePolicy) -> Part {
        let held = HeldRecords()
        let change = grouping(journal: held, container: container).perform(line, mode: mode)
        return ([change], [held.take()])
    }

    /// Runs a request line as `run INTENT --params JSON` runs it, without writing its parameters out to parse them
    /// again; parameters that are not valid take the command line's way, which words the failure. Nil for a line
    /// refused before it could run.
    private func perform(_ line: GroupLine, mode: FailurePolicy) -> RunChange? {
        guard case let .request(intent, params) = line else { return nil }
        guard let arguments = try? RawArguments(json: params) else {
            let outcome = run(intent, words: [], json: params.serialized(), mode: mode)
            let writes = catalog.declaration(named: intent).map(self.writes) ?? false
            return RunChange(outcome: outcome, writes: writes, day: clock.now().date)
        }
        return perform(intent, arguments: arguments, mode: mode, prompt: nil)
    }

    /// Whether a line may run long: its intent performs an external plugin's action, or is a composition.
    private func waits(_ line: GroupLine) -> Bool {
        guard case .request(let intent, _) = line, let declaration = catalog.declaration(named: intent) else {
            return false
        }
        return mayTakeLong(declaration)
    }

    /// The runner of the group: the same catalog, actions and clock, with the group's container and held records,
    /// and no listeners (they hear of the group once it is committed).
    private func grouping(journal held: HeldRecords, container: Container) -> Runner {
        Runner(
            load: load, registry: registry, container: container, clock: clock, journal: journal?.holding(in: held),
            locks: locks, limits: limits)
    }

    /// Turns the successful runs whose change was lost with the commit (and the reads after the first of them) into
    /// `failure`, in what they did and in the journal.
    private func lose(_ failure: Outcome.Failure, part: inout Part, mode: FailurePolicy) {
        var changed = false
        for index in part.changes.indices {
            guard let change = part.changes[index], change.outcome.ok else { continue }
            changed = changed || change.writes
            guard changed else { continue }
            let outcome = change.outcome
            let lost = Outcome(
                intent: outcome.intent, arguments: outcome.arguments, parameters: outcome.parameters, result: nil,
                failure: failure, startedAt: outcome.startedAt, duration: outcome.duration)
            part.changes[index] = RunChange(outcome: lost, writes: change.writes, day: change.day)
            let record = part.records[index].first
            part.records[index] = [
                JournalRecord(
                    time: record?.time ?? LocalMoment.utcStamp(outcome.startedAt), intent: outcome.intent,
                    parameters: record?.parameters ?? .object([]), ok: false, errorCase: failure.caseName,
                    message: failure.message, durationMs: record?.durationMs ?? 0, mode: mode.rawValue,
                    steps: record?.steps)
            ]
        }
    }
}

extension GroupLine {
    /// The outcome of a line refused before it ran.
    fileprivate func refusal(at instant: Date) -> Outcome {
        guard case let .refused(intent, failure) = self else {
            preconditionFailure("a request line always has the outcome of its run")
        }
        return Outcome(
            intent: intent, arguments: RawArguments(pairs: []), parameters: nil, result: nil, failure: failure,
            startedAt: instant, duration: .zero)
    }
}
