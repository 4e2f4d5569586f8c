import Primitives

/// A rule a habit's fields break. The messages name fields, never a front end's flags: the command line
/// adds its own hints.
public enum HabitValidationError: Error, Equatable, Sendable, TemplatedMessage {
    /// A text field (name, emoji, unit, category) holds a control character.
    case controlCharacter(field: String)
    /// A name-like field (name, unit, category) holds a character that is invisible or turns the text around it
    /// (`HabitText`): the field's text and the first such character.
    case invisibleCharacter(field: String, text: String, character: Unicode.Scalar)
    /// The trimmed name's length in code points, outside 1…50.
    case nameLength(Int)
    /// The name of the existing habit that clashes.
    case duplicateName(String)
    /// The emoji, not one emoji or symbol (`HabitEmoji`).
    case invalidEmoji(String)
    case unitOnBinary
    /// The unit's length in code points, over 20.
    case unitLength(Int)
    case targetOnBinary
    /// A binary habit given an at-most target, which only an amount can have.
    case atMostOnBinary
    case missingTarget
    case invalidTarget(Double)
    case invalidSchedule(ScheduleParseError)
    case endBeforeStart(start: Day, end: Day)

    /// The message's template and values.
    public var filledTemplate: FilledTemplate {
        switch self {
        case .controlCharacter(let field): Words.controlCharacter.filled(["field": field])
        case let .invisibleCharacter(field, text, character):
            Words.invisibleCharacter.filled([
                "field": field, "text": HabitText.shown(text), "character": HabitText.codePoint(character),
            ])
        case .nameLength(let count): Words.nameLength.filled(["count": "\(count)"])
        case .duplicateName(let name): Words.duplicateName.filled(["name": name])
        case .invalidEmoji(let emoji):
            Words.invalidEmoji.filled([
                "maximum": "\(HabitEmoji.maximumCodePoints)", "emoji": HabitEmoji.visible(emoji),
            ])
        case .unitOnBinary: Words.unitOnBinary.filled()
        case .unitLength(let count): Words.unitLength.filled(["count": "\(count)"])
        case .targetOnBinary: Words.targetOnBinary.filled()
        case .atMostOnBinary: Words.atMostOnBinary.filled()
        case .missingTarget: Words.missingTarget.filled()
        case .invalidTarget(let target): Words.invalidTarget.filled(["target": ValueFormat.text(target)])
        case .invalidSchedule(let error): error.filledTemplate
        case .endBeforeStart(let start, let end): Words.endBeforeStart.filled(["end": end.iso, "start": start.iso])
        }
    }
}

extension HabitValidationError: CustomStringConvertible {
    /// The same as `message`.
    public var description: String { message }
}
