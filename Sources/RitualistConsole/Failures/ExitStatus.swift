/// How a command ends when what it had to say is printed already: the exit status alone (0 for a quiet no-op, a
/// category's code after a failure was reported, 128 + a signal). The front end exits with it and prints nothing.
package struct ExitStatus: Error, Equatable {
    package let code: Int32

    package init(_ code: Int32) {
        self.code = code
    }

    /// Ends the command with `code` unless it is 0.
    package static func exit(_ code: Int32) throws(ExitStatus) {
        if code != 0 { throw ExitStatus(code) }
    }
}
