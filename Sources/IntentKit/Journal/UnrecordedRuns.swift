import Primitives

/// The runs a journal could not record (a full disk, a FIFO or a folder where the file should be), counted beside
/// the journal so that `ritual journal` says so once, even after the journal file is fixed.
///
/// The note lives in a file of its own, `<journal>.unrecorded`, given its room (`reservedBytes`) when the journal
/// file starts: counting a lost run then overwrites bytes the disk already holds. The count is also the file's size
/// past that room (`reservedBytes + count`), which a full disk still lets change: a disk already full when the
/// journal started, which gave the note no room, keeps the count even though it cannot keep the words.
package struct UnrecordedRuns: Sendable, Equatable, CustomStringConvertible {
    /// How many runs were not recorded.
    package let count: Int
    /// Why the last of them was not.
    package let problem: String

    /// The size of the note's file: a JSON line padded with spaces.
    package static let reservedBytes = 1024
    /// The most characters of the problem the note keeps.
    static let maximumProblem = 800

    /// A note of `count` lost runs, the last for `problem` (clipped to what the note keeps).
    package init(count: Int, problem: String) {
        self.count = count
        self.problem = problem.clipped(to: Self.maximumProblem)
    }

    /// `2 runs not recorded: Cannot write the journal '…': No space left on device.`
    package var description: String {
        Plural.count(count, "run") + " not recorded: \(problem)"
    }

    /// The note as its file holds it, exactly `reservedBytes` long; blanks for no note.
    static func bytes(of runs: UnrecordedRuns?) -> [UInt8] {
        func line(_ problem: String) -> [UInt8] {
            guard let runs else { return [] }
            return Array(
                JSONValue.object([("count", .int(runs.count)), ("problem", .string(problem))]).serialized().utf8)
        }
        var bytes = line(runs?.problem ?? "")
        // A problem of many escaped characters could still overflow; the count matters more than the reason.
        if bytes.count >= reservedBytes { bytes = line("") }
        return bytes + [UInt8](repeating: UInt8(ascii: " "), count: reservedBytes - 1 - bytes.count) + [0x0A]
    }

    /// The size of the note's file: its room, and one byte more per run not recorded.
    static func size(of runs: UnrecordedRuns?) -> Int {
        reservedBytes + (runs?.count ?? 0)
    }

    /// What a note whose words the disk had no room for says of the runs it counts.
    static let problemNotKept = "The reason was not kept: the disk had no room for it."

    /// The note in `bytes`, of a file of `size` bytes; nil for an empty (or unreadable) one. The larger count wins:
    /// the words may be older than the size, and a note written before the size counted has the words' alone.
    init?(bytes: some Collection<UInt8>, size: Int) {
        let text = String(decoding: bytes, as: UTF8.self)
        let value = try? JSONParser.parse(text)
        let written = value?["count"]?.intValue ?? 0
        let count = max(written, size - Self.reservedBytes)
        guard count > 0 else { return nil }
        let problem = written == count ? value?["problem"]?.stringValue : nil
        self.init(count: count, problem: problem ?? Self.problemNotKept)
    }
}
