/// The shells `ritual` writes completion scripts for, which each read the candidates offered differently.
package enum ShellKind: String, Sendable {
    case bash, zsh, fish
}
