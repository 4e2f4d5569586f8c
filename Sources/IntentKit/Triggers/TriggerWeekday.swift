/// A weekday as triggers and calendar expressions name it (`mon` … `sun`).
package enum TriggerWeekday: String, Sendable, CaseIterable, Comparable {
    case mon, tue, wed, thu, fri, sat, sun

    /// The weekday a name means, in any case: `mon`, `Monday`; nil for anything else.
    package init?(name: String) {
        let lowered = name.lowercased()
        guard let day = Self.allCases.first(where: { lowered == $0.rawValue || lowered == $0.fullName }) else {
            return nil
        }
        self = day
    }

    /// 1 for Monday to 7 for Sunday (ISO 8601).
    package var isoNumber: Int { Self.allCases.firstIndex(of: self).map { $0 + 1 } ?? 1 }

    /// The weekday with ISO number `number` (1 Monday … 7 Sunday).
    package static func iso(_ number: Int) -> TriggerWeekday { allCases[((number - 1) % 7 + 7) % 7] }

    /// `monday`.
    package var fullName: String {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][isoNumber - 1]
    }

    /// `Mon`, as systemd and cron print it.
    package var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// Monday first.
    package static func < (lhs: TriggerWeekday, rhs: TriggerWeekday) -> Bool { lhs.isoNumber < rhs.isoNumber }
}
