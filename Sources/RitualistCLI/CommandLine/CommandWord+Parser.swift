import ArgumentParser
import RitualistConsole

extension CommandWord {
    /// The names the argument parser gives the word's property: `--name`, and `-short` if it has one.
    var parserName: NameSpecification {
        let long = NameSpecification.Element.customLong(name)
        guard let short else { return [long] }
        return [long, .customShort(short)]
    }

    var parserHelp: ArgumentHelp { ArgumentHelp(help, valueName: valueName) }

    var parserCompletion: CompletionKind? {
        switch completion {
        case .habitNames: .habitNames
        case .categories: .categories
        case .dateWords: .dateWords
        case .intentNames: .intentNames
        case .intentParameters: .intentParameters
        case nil: nil
        }
    }
}
