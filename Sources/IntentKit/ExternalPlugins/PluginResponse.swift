/// Reads what a plugin printed for `run`: a result with the declared fields, or the error it reported.
package enum PluginResponse {
    package static func read(_ text: String, action: PluginDescription.Action) throws -> ActionResult {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw PluginProblem.protocolBroken("run printed malformed JSON (\(error.description))")
        }
        switch value["ok"]?.boolValue {
        case true?:
            guard let fields = value["result"]?.objectValue else {
                throw PluginProblem.protocolBroken("a successful response needs a \"result\" object")
            }
            let keys = fields.map(\.0)
            guard Set(keys) == Set(action.result), keys.count == action.result.count else {
                throw PluginProblem.protocolBroken(
                    "the result has fields [\(keys.joinedText(separator: ", "))], "
                        + "but '\(action.name)' declares [\(action.result.joinedText(separator: ", "))]")
            }
            let line = value["text"]?.stringValue.map { $0.split(whereSeparator: \.isNewline).first ?? "" } ?? ""
            return ActionResult(json: .object(fields), text: String(line))
        case false?:
            guard let error = value["error"], let name = error["case"]?.stringValue, PluginDescription.isName(name),
                let message = error["message"]?.stringValue
            else {
                throw PluginProblem.protocolBroken(
                    "a failed response needs an \"error\" with a \"case\" and a \"message\"")
            }
            throw PluginFailure.reported(case: name, message: message)
        case nil:
            throw PluginProblem.protocolBroken("the response needs \"ok\": true or false")
        }
    }
}
