/// The flags and options of the commands read without the parser: the commands declare their properties with these
/// words (`@Flag(name: RunRequest.Words.strict.name)`), and `PlainWords` reads the same ones.
extension RunRequest {
    enum Words {
        static let strict = CommandWord("strict")
        static let json = CommandWord("json")
        static let quiet = CommandWord("quiet", short: "q")
        static let batch = CommandWord("batch")
        static let noPrompt = CommandWord("no-prompt")
        static let notify = CommandWord("notify")
        static let params = CommandWord("params")
        static let trigger = CommandWord("trigger")

        /// The flags the plain reading knows; `--params` and `--trigger` are left to the parser.
        static let flags = [strict, json, quiet, batch, noPrompt, notify]
    }
}

extension StatusRequest {
    enum Words {
        static let json = CommandWord("json")
        static let strict = CommandWord("strict")
        static let follow = CommandWord("follow")
        static let date = CommandWord("date")
        static let size = CommandWord("size")
        static let format = CommandWord("format")
        static let category = CommandWord("category")

        static let flags = [json, strict, follow]
        static let options = [date, size, format, category]
    }
}

extension FireRequest {
    enum Words {
        static let notify = CommandWord("notify")
        static let strict = CommandWord("strict")
        static let json = CommandWord("json")

        static let flags = [notify, strict, json]
    }
}

extension ListRequest {
    enum Words {
        static let json = CommandWord("json")
        static let strict = CommandWord("strict")

        static let flags = [json, strict]
    }
}
