import RitualistCore

/// How harsh's frequencies land in Ritualist's schedules.
///
/// harsh's "target in interval days" is Loop's "times in days" (see ``LoopFrequencyMapping``): `1` is every day,
/// `N/7` N times a week, `7` or `14` every 7 or 14 days, exact up to a year. `0`, tracking only, has no schedule in
/// Ritualist and becomes once a week, the least a schedule can ask. Each approximation is described for the report.
enum HarshFrequencyMapping {
    /// The schedule for `target` times in `interval` days, and the approximation's description when not exact.
    static func schedule(target: Int, interval: Int) -> (schedule: Schedule, approximation: String?) {
        guard target > 0 else {
            return (
                .timesPerWeek(1),
                "'tracking only (0)' became 'once a week': Ritualist has no habits without a schedule yet"
            )
        }
        return LoopFrequencyMapping.schedule(times: target, inDays: interval)
    }
}
