/// A value a command's option or argument takes, read from one word.
package protocol WordValue: SendableMetatype {
    /// The value `word` names, or nil when it names none.
    init?(word: String)
}

extension String: WordValue {
    package init?(word: String) { self = word }
}

extension Int: WordValue {
    package init?(word: String) { self.init(word, radix: 10) }
}

extension WordValue where Self: RawRepresentable, RawValue == String {
    package init?(word: String) { self.init(rawValue: word) }
}
