import ArgumentParser

/// A flag or an option of a command that both readings of the command line know: the argument parser, through
/// `name`, and the plain reading of the hot paths (`PlainWords`), through `long` and `short`. One definition, so
/// the two cannot disagree on a name.
struct CommandWord: Sendable {
    /// `--no-prompt`.
    let long: String
    /// `-q`, if the word has a short form.
    let short: String?

    init(_ name: String, short: Character? = nil) {
        long = "--" + name
        self.short = short.map { "-" + String($0) }
    }

    /// The names the argument parser gives the property declared with this word.
    var name: NameSpecification {
        let long = NameSpecification.Element.customLong(String(long.dropFirst(2)))
        guard let short = short?.last else { return [long] }
        return [long, .customShort(short)]
    }
}

extension [CommandWord] {
    /// The long names, as `PlainWords` knows flags and options.
    var longNames: Set<String> { Set(map(\.long)) }

    /// Each short name with its long one.
    var aliases: [String: String] {
        Dictionary(uniqueKeysWithValues: compactMap { word in word.short.map { ($0, word.long) } })
    }
}
