import Foundation
import Primitives

/// Reads one format's files into an ``ImportedHistory``, writing nothing.
///
/// A reader treats its input as untrusted: it bounds what it reads, never crashes on a malformed file, and throws a
/// ``TransferError`` naming the file (and the line or row) for what it cannot read. What it reads in a nearby form
/// or leaves out goes into the history's notes.
package protocol HistoryReader: Sendable {
    /// The format this reader reads.
    var source: ImportSource { get }
    /// The history in the file or folder at `location`.
    func read(_ location: URL) throws(TransferError) -> ImportedHistory
}
