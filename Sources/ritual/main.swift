import Foundation
import RitualistCLI

exit(RitualCLI.main(Array(CommandLine.arguments.dropFirst())))
