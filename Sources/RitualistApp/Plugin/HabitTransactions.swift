import IntentKit
import RitualistCore

/// The transaction a group of runs shares: the habit store's own (`HistoryStore.grouped(history:)`), handed to the runs in place
/// of the store.
struct HabitTransactions: TransactionScope {
    func grouped(_ container: Container, _ body: (Container) -> Void) throws {
        let store = try container.resolve(Keys.habitStore)
        try store.grouped(history: { store in
            body(container.overriding { $0.register(Keys.habitStore, value: store) })
        })
    }
}
