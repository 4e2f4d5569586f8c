/// What `undo --last` did: the entries it reversed (in the order they were recorded) and the `undo` entry it wrote.
public struct UndoReceipt: Hashable, Sendable {
    /// The entries of the operation reversed.
    public var reversed: [ChangeEntry]
    /// The `undo` entry naming them.
    public var undo: ChangeEntry

    /// A receipt of the given entries.
    public init(reversed: [ChangeEntry], undo: ChangeEntry) {
        self.reversed = reversed
        self.undo = undo
    }
}
