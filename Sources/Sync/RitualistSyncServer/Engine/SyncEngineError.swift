/// A ledger that does not keep its side of the contract.
package enum SyncEngineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The outbox handed back only entries this push had already marked pushed.
    case outboxStuck(count: Int)

    package var description: String {
        switch self {
        case .outboxStuck(let count):
            return "The local outbox still lists \(count) entries after they were marked pushed; "
                + "the push stopped instead of sending them again."
        }
    }
}
