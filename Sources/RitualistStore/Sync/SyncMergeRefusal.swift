/// Why a pulled entry is set aside rather than applied: the reason, in words.
package struct SyncMergeRefusal: Error, Sendable, Hashable {
    /// The reason (`a habit this machine never saw`).
    package var reason: String

    /// A refusal for `reason`.
    package init(_ reason: String) { self.reason = reason }
}
