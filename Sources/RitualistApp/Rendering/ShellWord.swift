import Foundation

/// A word as a person would type it in a shell, so a hint's command can be pasted as it is: bare when a shell
/// reads it as it is, else in double quotes (hints quote whole commands in single quotes), else in single ones.
package enum ShellWord {
    package static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || "-_.,/+@%:".unicodeScalars.contains(scalar) || scalar.properties.isEmojiPresentation
            }
        if plain { return word }
        if !word.contains(where: { "$`\\\"!".contains($0) }) { return "\"" + word + "\"" }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
