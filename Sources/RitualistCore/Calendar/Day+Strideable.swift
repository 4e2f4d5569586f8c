extension Day: Strideable {
    public func distance(to other: Day) -> Int {
        other.ordinal - ordinal
    }

    public func advanced(by n: Int) -> Day {
        Day(ordinal: ordinal + n)
    }
}
