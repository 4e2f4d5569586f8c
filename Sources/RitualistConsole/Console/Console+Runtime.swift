import RitualistApp

extension Console {
    /// The runtime of this console's environment, as every command starts from it.
    package func runtime() throws(RuntimeError) -> RitualistRuntime {
        try RitualistRuntime(environment: environment, zone: zone)
    }
}
