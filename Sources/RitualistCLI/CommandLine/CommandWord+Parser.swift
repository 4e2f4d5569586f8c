import ArgumentParser
import RitualistConsole

extension CommandWord {
    /// The names the argument parser gives the property declared with this word.
    var name: NameSpecification {
        let long = NameSpecification.Element.customLong(String(long.dropFirst(2)))
        guard let short = short?.last else { return [long] }
        return [long, .customShort(short)]
    }
}
