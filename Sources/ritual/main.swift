import Foundation
import RitualistCLI

// The words after the program's name, read from argv as the process received them: `CommandLine.arguments` builds
// its own array of every word first (a cost paid at every start).
let words = (1..<max(1, Int(CommandLine.argc))).compactMap { index in
    CommandLine.unsafeArgv[index].map { String(cString: $0) }
}
exit(RitualCLI.main(words))
