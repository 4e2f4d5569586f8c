extension RunRequest {
    /// The request `words` (the program's arguments) make when they are `run`, an intent, `name=value` words and
    /// flags given once each; nil for anything else (`--params`, `--help`, an unknown or repeated option, a word
    /// that starts with `-`, a request `validate()` refuses), which the argument parser reads and reports instead.
    init?(plainWords words: [String]) {
        guard words.first == "run" else { return nil }
        var request = RunRequest()
        var seen: Set<String> = []
        for word in words.dropFirst() {
            if word.hasPrefix("-") {
                guard request.setFlag(word), seen.insert(word == "-q" ? "--quiet" : word).inserted else { return nil }
            } else if request.intent == nil {
                request.intent = word
            } else {
                request.parameters.append(word)
            }
        }
        guard (try? request.validate()) != nil else { return nil }
        self = request
    }

    /// Sets the flag `word` names; false for a word that names none of them.
    private mutating func setFlag(_ word: String) -> Bool {
        switch word {
        case "--strict": strict = true
        case "--json": json = true
        case "--quiet", "-q": quiet = true
        case "--batch": batch = true
        case "--no-prompt": noPrompt = true
        case "--notify": notify = true
        default: return false
        }
        return true
    }
}
