import Foundation
import RitualistCore

/// The order of two writes to one field or rest day, the same on every machine (docs/sync.md, "The merge order"):
/// the later time wins; at the same instant the greater machine id; from one machine at one instant the greater
/// entry id. A store stamps each change after every entry it holds (`ChangeSet.init(stamp:after:)`), so what a
/// machine did last is also last in this order.
struct WriteStamp: Comparable, Hashable {
    var time: Double
    var machine: String
    var entry: String

    init(time: Double, machine: String, entry: String) {
        self.time = time
        self.machine = machine
        self.entry = entry
    }

    init(_ entry: ChangeEntry) {
        self.init(time: entry.time.timeIntervalSince1970, machine: entry.machine.text, entry: entry.id.text)
    }

    /// Before every write.
    static let origin = WriteStamp(time: -.infinity, machine: "", entry: "")

    static func < (lhs: WriteStamp, rhs: WriteStamp) -> Bool {
        (lhs.time, lhs.machine, lhs.entry) < (rhs.time, rhs.machine, rhs.entry)
    }
}
