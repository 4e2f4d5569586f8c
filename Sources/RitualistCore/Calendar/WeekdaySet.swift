/// Chosen weekdays, as seven bits: the days a `daysOfWeek` schedule is due on.
///
/// Written and read like a set (`[.monday, .friday]`, `contains`, `insert`), iterated Monday first. Bits rather
/// than a `Set<Weekday>`: a schedule asks `contains` for every habit on every day of ten years of history, and
/// the first `Set` of a new element type costs every start a lookup of the runtime's conformances.
public struct WeekdaySet: Hashable, Sendable, ExpressibleByArrayLiteral, Sequence {
    private var bits: UInt8

    /// An empty set.
    public init() {
        bits = 0
    }

    /// The set of the given weekdays; repeats count once.
    public init(_ weekdays: some Sequence<Weekday>) {
        bits = 0
        for weekday in weekdays { insert(weekday) }
    }

    /// The set of the listed weekdays; repeats count once.
    public init(arrayLiteral weekdays: Weekday...) {
        self.init(weekdays)
    }

    /// Whether the set has no weekday.
    public var isEmpty: Bool { bits == 0 }
    /// How many weekdays the set has.
    public var count: Int { bits.nonzeroBitCount }

    /// Whether `weekday` is in the set.
    public func contains(_ weekday: Weekday) -> Bool {
        bits & Self.bit(weekday) != 0
    }

    /// Adds `weekday`; false when it was already there.
    @discardableResult
    public mutating func insert(_ weekday: Weekday) -> Bool {
        defer { bits |= Self.bit(weekday) }
        return !contains(weekday)
    }

    /// The weekdays in this set, `other`, or both.
    public func union(_ other: WeekdaySet) -> WeekdaySet {
        var union = self
        union.bits |= other.bits
        return union
    }

    /// Monday first.
    public func makeIterator() -> IndexingIterator<[Weekday]> {
        Weekday.allCases.filter(contains).makeIterator()
    }

    private static func bit(_ weekday: Weekday) -> UInt8 { 1 << (weekday.rawValue - 1) }
}
