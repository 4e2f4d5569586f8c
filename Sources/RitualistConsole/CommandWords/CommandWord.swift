/// One flag, option or argument of a command, declared once in the command's `CommandWords`: the plain reading of
/// the hot commands reads it, and the argument parser's declaration of it is generated from it at build time
/// (`CommandArguments`), with its name, help and completion taken from here.
package struct CommandWord<Request>: Sendable {
    package enum Kind: Sendable {
        case flag
        case option
        /// A positional word, optional unless `required`.
        case argument(required: Bool)
        /// Every positional word left.
        case arguments
    }

    /// `no-prompt`: the long name without its dashes, or an argument's name.
    package let name: String
    package let short: Character?
    package let kind: Kind
    package let help: String
    /// The name of an option's value in the usage (`--date <date>`); nil for the parser's own.
    package let valueName: String?
    package let completion: WordCompletion?
    /// An option's value when it is not given, applied before the request is read (the parser shows it in help).
    package let defaultValue: (any Sendable)?
    /// Sets what a plain word says into the request: false when the text is not a value of the word's type (the
    /// parser then reads the words and reports it).
    let applyText: @Sendable (inout Request, [String]) -> Bool
    /// Sets what the parser read (a `Bool` for a flag, the value, or `[String]` for `arguments`).
    let applyValue: @Sendable (inout Request, Any) -> Void

    /// `--name` (and `-short`): a flag, which `set` applies when given.
    package static func flag(
        _ name: String, short: Character? = nil, help: String, set: @escaping @Sendable (inout Request) -> Void
    ) -> CommandWord {
        CommandWord(
            name: name, short: short, kind: .flag, help: help, valueName: nil, completion: nil, defaultValue: nil,
            applyText: { request, _ in
                set(&request)
                return true
            },
            applyValue: { request, value in if value as? Bool == true { set(&request) } })
    }

    /// `--name VALUE` or `--name=VALUE`, read as a `Value`, which `set` applies when given.
    package static func option<Value: WordValue>(
        _ name: String, _ type: Value.Type, help: String, valueName: String? = nil, completion: WordCompletion? = nil,
        set: @escaping @Sendable (inout Request, Value) -> Void
    ) -> CommandWord {
        valued(name, .option, default: nil, help: help, valueName: valueName, completion: completion, set: set)
    }

    /// An option with a value when it is not given: `set` applies it then too.
    package static func option<Value: WordValue & Sendable>(
        _ name: String, default defaultValue: Value, help: String, valueName: String? = nil,
        completion: WordCompletion? = nil, set: @escaping @Sendable (inout Request, Value) -> Void
    ) -> CommandWord {
        valued(name, .option, default: defaultValue, help: help, valueName: valueName, completion: completion, set: set)
    }

    /// A positional word that may be left out.
    package static func argument<Value: WordValue>(
        _ name: String, _ type: Value.Type, help: String, completion: WordCompletion? = nil,
        set: @escaping @Sendable (inout Request, Value) -> Void
    ) -> CommandWord {
        valued(
            name, .argument(required: false), default: nil, help: help, valueName: nil, completion: completion, set: set
        )
    }

    /// A positional word that must be given.
    package static func requiredArgument<Value: WordValue>(
        _ name: String, _ type: Value.Type, help: String, completion: WordCompletion? = nil,
        set: @escaping @Sendable (inout Request, Value) -> Void
    ) -> CommandWord {
        valued(
            name, .argument(required: true), default: nil, help: help, valueName: nil, completion: completion, set: set)
    }

    /// Every positional word after the arguments before it.
    package static func arguments(
        _ name: String, help: String, completion: WordCompletion? = nil,
        set: @escaping @Sendable (inout Request, [String]) -> Void
    ) -> CommandWord {
        CommandWord(
            name: name, short: nil, kind: .arguments, help: help, valueName: nil, completion: completion,
            defaultValue: nil,
            applyText: { request, words in
                set(&request, words)
                return true
            },
            applyValue: { request, value in set(&request, value as? [String] ?? []) })
    }

    private static func valued<Value: WordValue>(
        _ name: String, _ kind: Kind, default defaultValue: (any Sendable)?, help: String, valueName: String?,
        completion: WordCompletion?, set: @escaping @Sendable (inout Request, Value) -> Void
    ) -> CommandWord {
        CommandWord(
            name: name, short: nil, kind: kind, help: help, valueName: valueName, completion: completion,
            defaultValue: defaultValue,
            applyText: { request, words in
                guard let text = words.first, let value = Value(word: text) else { return false }
                set(&request, value)
                return true
            },
            applyValue: { request, value in if let value = value as? Value { set(&request, value) } })
    }

    /// `--no-prompt`.
    package var long: String { "--" + name }

    /// The default value, as the parser's declaration of the option takes it.
    package func defaultValue<Value>(as type: Value.Type = Value.self) -> Value {
        guard let value = defaultValue as? Value else {
            preconditionFailure("'\(name)' has no default value of type \(Value.self)")
        }
        return value
    }
}

/// The help of words many commands share.
package enum CommonWordHelp {
    package static let strict =
        "Print errors on stderr and exit with the error's category (what this command does anyway)."
    package static let strictRun = "Print errors on stderr and exit with the error's category."
    package static let json = "Print the result as JSON, and a failure as {\"ok\": false, \"error\": {…}}."
    package static let category = "Only the habits of this category (any case; a category no habit has is an error)."
}
