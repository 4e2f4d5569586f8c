/// What a group of runs answered: one outcome per line, in line order, and why the journal could not record the
/// group, if it could not.
public struct GroupRun: Sendable {
    public let outcomes: [Outcome]
    public let journalProblem: String?
}
