import Foundation

/// What one push did.
package struct PushReport: Sendable, Hashable {
    /// Entries the server did not have before.
    package var pushed = 0
    /// Entries the server already had, the same (a push cut short before it marked them pushed).
    package var alreadyThere = 0
    /// Entries whose id the server holds with different content: marked pushed all the same (the server's stays,
    /// and a pull sets it aside), and reported.
    package var conflicts: [UUID] = []

    /// An empty report.
    package init() {}

    /// The sum of two reports, as several batches make one push.
    static func + (left: PushReport, right: PushReport) -> PushReport {
        var sum = left
        sum.pushed += right.pushed
        sum.alreadyThere += right.alreadyThere
        sum.conflicts += right.conflicts
        return sum
    }
}
