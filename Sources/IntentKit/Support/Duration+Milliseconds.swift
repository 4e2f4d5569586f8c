extension Duration {
    /// The whole duration in milliseconds, rounded to the microsecond: `2.76 s` is `2760`.
    package var totalMilliseconds: Double {
        let (seconds, attoseconds) = components
        let microseconds = (Double(attoseconds) / 1e12).rounded()
        return Double(seconds) * 1000 + microseconds / 1000
    }
}
