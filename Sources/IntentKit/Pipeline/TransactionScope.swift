/// How the runs of a group share one transaction: the plugin that owns a store registers one under
/// `Key<any TransactionScope>.transactions`, and `Runner.runGroup(_:mode:)` runs its lines inside it.
package protocol TransactionScope: Sendable {
    /// Calls `body` with `container` changed so that every store operation of the runs made with it shares one
    /// transaction, committed once `body` returns; throws when the transaction cannot begin or cannot commit.
    func grouped(_ container: Container, _ body: (Container) -> Void) throws
}

extension Key where Value == any TransactionScope {
    /// The key a plugin registers its transaction scope under.
    package static var transactions: Key<any TransactionScope> { Key("runner.transactions") }
}
