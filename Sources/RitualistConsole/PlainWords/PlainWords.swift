/// The words of a command in the plain shapes the hot paths use (a hotkey press, a status bar's poll): positional
/// words, flags, and `--name value` or `--name=value` options, each flag and option given once, no value starting
/// with `-`. Anything else is nil, and the argument parser reads it and reports what is wrong.
///
/// The parser reflects over the whole command tree on every start; these shapes are read without it, into the
/// same request the parser's command makes (a test holds the two readings equal).
package struct PlainWords {
    package var positionals: [String] = []
    package var flags: Set<String> = []
    package var options: [String: String] = [:]

    /// Reads `words` (after the command's own names) knowing `flags` and `options`, the words the command's parser
    /// declarations are made of; a short name stands for its long one (`-q` for `--quiet`), by which it is kept.
    package init?(_ words: ArraySlice<String>, flags flagWords: [CommandWord], options optionWords: [CommandWord] = [])
    {
        // A command knows a handful of words: found by looking through them, with no set or dictionary of them
        // made at every start.
        func long(_ word: String) -> String {
            (flagWords.first { $0.short == word } ?? optionWords.first { $0.short == word })?.long ?? word
        }
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            guard word.hasPrefix("-") else {
                positionals.append(word)
                continue
            }
            let (name, attached) = Self.split(long(word))
            if flagWords.contains(where: { $0.long == name }), attached == nil {
                guard flags.insert(name).inserted else { return nil }
            } else if optionWords.contains(where: { $0.long == name }), options[name] == nil {
                if let attached {
                    options[name] = attached
                } else {
                    guard index < words.endIndex, !words[index].hasPrefix("-") else { return nil }
                    options[name] = words[index]
                    index += 1
                }
            } else {
                return nil
            }
        }
    }

    /// `--format=waybar` as (`--format`, `waybar`); a word without `=` as itself.
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
