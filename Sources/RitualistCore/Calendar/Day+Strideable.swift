extension Day: Strideable {
    /// The number of days from this day to `other`.
    public func distance(to other: Day) -> Int {
        other.ordinal - ordinal
    }

    /// The day `n` days after this one (before it when `n` is negative).
    public func advanced(by n: Int) -> Day {
        Day(ordinal: ordinal + n)
    }
}
