/// What a group of runs answered: one outcome per line, in line order, and why the journal could not record the
/// group, if it could not.
package struct GroupRun: Sendable {
    /// One outcome per line, in line order.
    package let outcomes: [Outcome]
    /// Why the journal could not record the group; nil when it did.
    package let journalProblem: String?
}
