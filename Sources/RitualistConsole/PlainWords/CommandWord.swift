/// A flag or an option of a command that both readings of the command line know: the argument parser, which names
/// the property declared with this word from it, and the plain reading of the hot paths (`PlainWords`), through
/// `long` and `short`. One definition, so the two cannot disagree on a name.
package struct CommandWord: Sendable {
    /// `--no-prompt`.
    package let long: String
    /// `-q`, if the word has a short form.
    package let short: String?

    package init(_ name: String, short: Character? = nil) {
        long = "--" + name
        self.short = short.map { "-" + String($0) }
    }
}
