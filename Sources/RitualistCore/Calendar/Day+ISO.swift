import Primitives

extension Day: CustomStringConvertible, Codable {
    /// Parses a strict `YYYY-MM-DD`: four-digit year, two-digit month and day, a real date from 1900-01-01
    /// to 9999-12-31 (the range every date the program reads must lie in).
    public init?(iso text: String) {
        guard let date = ISODate.parse(text) else { return nil }
        self.init(ordinal: Civil.daysSinceEpoch(year: date.year, month: date.month, day: date.day))
    }

    /// The day as `YYYY-MM-DD`.
    public var iso: String { ISODate.format(civil) }

    /// The day as `yyyy-MM-dd`.
    public var description: String { iso }

    /// Decodes a day from its `yyyy-MM-dd` text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = Day(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a date as YYYY-MM-DD; got '\(text)'.")
        }
        self = day
    }

    /// Encodes the day as its `yyyy-MM-dd` text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
