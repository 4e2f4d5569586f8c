/// Text made safe for roff, the language of man pages.
package enum Roff {
    /// `text` as roff input text: backslashes and hyphens escaped, a leading `.` or `'` kept from reading as a
    /// request, and characters outside ASCII written as groff's `\[uXXXX]` (or a plain stand-in for symbols no
    /// terminal font of man has).
    package static func text(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\e"
            case "-": output += "\\-"
            case "…": output += "..."
            case "·": output += "\\[md]"
            case "–", "—": output += "\\-"
            case "‘", "’": output += "'"
            case "“", "”": output += "\""
            case _ where scalar.isASCII: output.unicodeScalars.append(scalar)
            case _ where scalar.properties.isEmojiPresentation: continue
            default: output += "\\[u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "]"
            }
        }
        if output.hasPrefix(".") || output.hasPrefix("'") { output = "\\&" + output }
        return output
    }

    /// Paragraphs (separated by blank lines) as roff: each one a `.PP`, its lines joined, or kept as they are when
    /// indented (an example), in a no-fill block.
    package static func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").flatMap { paragraph -> [String] in
            let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            guard let first = lines.first else { return [] }
            if lines.dropFirst().contains(where: { $0.hasPrefix(" ") }) {
                return [".PP", Roff.text(first), ".nf", ".RS 2"]
                    + lines.dropFirst().map { Roff.text(String($0.dropFirst(2))) } + [".RE", ".fi"]
            }
            return [".PP", Roff.text(lines.joinedText(separator: " "))]
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
