/// What the shell offers for a command's option or argument (the command line front end turns it into its
/// completion).
package enum WordCompletion: Sendable {
    case habitNames
    case categories
    case dateWords
    case intentNames
    case intentParameters
}
