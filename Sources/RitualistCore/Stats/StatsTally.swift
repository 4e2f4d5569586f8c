/// The counts gathered while walking the days of a period: completion in all, per weekday and per stretch.
struct StatsTally {
    var completion = CompletionCount()
    /// Indexed by ISO weekday minus one.
    var weekdays = [CompletionCount](repeating: CompletionCount(), count: 7)
    var series: [CompletionCount]

    init(stretches: Int) {
        series = [CompletionCount](repeating: CompletionCount(), count: stretches)
    }

    mutating func count(done: Bool, weekday: Weekday, stretch: Int) {
        completion.count(done: done)
        weekdays[weekday.rawValue - 1].count(done: done)
        series[stretch].count(done: done)
    }

    static func += (lhs: inout StatsTally, rhs: StatsTally) {
        lhs.completion += rhs.completion
        for index in lhs.weekdays.indices { lhs.weekdays[index] += rhs.weekdays[index] }
        for index in lhs.series.indices { lhs.series[index] += rhs.series[index] }
    }
}
