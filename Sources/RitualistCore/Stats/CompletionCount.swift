/// How many scheduled days were done, out of how many.
public struct CompletionCount: Equatable, Sendable {
    /// The scheduled days that were done.
    public var done: Int
    /// The scheduled days: due and not resting (a day of today not yet done is not counted yet).
    public var scheduled: Int

    /// A count with the given values.
    public init(done: Int = 0, scheduled: Int = 0) {
        self.done = done
        self.scheduled = scheduled
    }

    /// `done / scheduled`, from 0 to 1; nil when nothing was scheduled.
    public var rate: Double? {
        scheduled == 0 ? nil : Double(done) / Double(scheduled)
    }

    /// The rate as a whole percentage, rounded down as the day records round; nil when nothing was scheduled.
    public var percent: Int? {
        scheduled == 0 ? nil : done * 100 / scheduled
    }

    /// Counts one scheduled day.
    package mutating func count(done isDone: Bool) {
        scheduled += 1
        if isDone { done += 1 }
    }

    /// Adds another count to this one.
    package static func += (lhs: inout CompletionCount, rhs: CompletionCount) {
        lhs.done += rhs.done
        lhs.scheduled += rhs.scheduled
    }

    /// Whether this count's rate is higher than `other`'s, compared exactly (no rounding).
    package func isHigher(than other: CompletionCount) -> Bool {
        done * other.scheduled > other.done * scheduled
    }
}
