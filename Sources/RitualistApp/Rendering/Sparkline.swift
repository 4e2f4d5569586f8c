import RitualistCore

/// A row of block characters, one per stretch of a period, as high as its completion rate.
package enum Sparkline {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// `▁▃█ ▅`: the lowest block for 0 %, the full block for 100 %, a space where nothing was scheduled.
    package static func text(_ series: [CompletionCount]) -> String {
        String(
            series.map { count in
                guard let rate = count.rate else { return " " }
                return blocks[min(blocks.count - 1, Int(rate * Double(blocks.count - 1) + 0.5))]
            })
    }
}
