import IntentKit
import RitualistCore

extension ChangeEntry {
    /// The entry as `changes --json` prints it: its time with the zone's offset, the habit's id and name (null for
    /// every habit), and its data as stored.
    func json(words: ChangeWords, zone: WallZone) -> JSONValue {
        let habit: JSONValue =
            habitID.map { .object([("id", .string($0.text)), ("name", .string(words.name($0)))]) } ?? .null
        return .object([
            ("id", .string(id.text)),
            ("time", .string(localTime(in: zone)?.iso ?? LocalMoment.utcStamp(time))),
            ("machine", .string(machine.text)),
            ("kind", .string(kind.rawValue)),
            ("habit", habit),
            ("data", (try? JSONParser.parse(data.json)) ?? .object([])),
            ("reverses", .array(reverses.map { .string($0.text) })),
        ])
    }

    /// When the entry was recorded, on the wall clock of `zone`; nil for an instant no calendar date can show.
    func localTime(in zone: WallZone) -> LocalMoment? {
        try? zone.local(at: time)
    }
}

extension ChangeEntry {
    /// What `json(words:zone:)` holds; `data` differs by kind.
    package static let resultShape = ResultShape.object([
        "id": .text, "time": .text, "machine": .text, "kind": .text, "habit": Habit.referenceShape,
        "data": .unknown, "reverses": .list(.text),
    ])
}
