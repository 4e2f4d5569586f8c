import IntentKit

/// Waybar's `custom` module with `"return-type": "json"`: one object on one line; text and tooltip are Pango.
enum WaybarRenderer {
    package static func render(_ status: BarStatus) -> String {
        let object: JSONValue = .object([
            ("text", .string(BarMarkup.pango(status.text))),
            ("alt", .string(status.state.rawValue)),
            ("tooltip", .string(status.remainingLines.map(BarMarkup.pango).joinedText(separator: "\n"))),
            ("class", .array(status.classes.map(JSONValue.string))),
            ("percentage", .int(status.view.percentage)),
        ])
        return object.serialized(pretty: false)
    }
}
