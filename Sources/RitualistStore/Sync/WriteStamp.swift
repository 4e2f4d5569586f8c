import Foundation
import RitualistCore

/// The order of two writes to one field or rest day from different machines: the later time wins, and at the same
/// instant the greater machine id, so every machine picks the same winner.
struct WriteStamp: Comparable, Hashable {
    var time: Double
    var machine: String

    init(time: Double, machine: String) {
        self.time = time
        self.machine = machine
    }

    init(_ entry: ChangeEntry) {
        self.init(time: entry.time.timeIntervalSince1970, machine: entry.machine.text)
    }

    /// Before every write.
    static let origin = WriteStamp(time: -.infinity, machine: "")

    static func < (lhs: WriteStamp, rhs: WriteStamp) -> Bool {
        (lhs.time, lhs.machine) < (rhs.time, rhs.machine)
    }
}
