/// Polybar's `custom/script` (or `custom/ipc` hook): one line, coloured with a `%{F…}` tag of ours, with any
/// tag in a habit name broken so the bar shows it as text.
enum PolybarRenderer {
    package static func render(_ status: BarStatus) -> String {
        "%{F" + I3blocksRenderer.color(status) + "}" + BarMarkup.polybar(status.text) + "%{F-}"
    }
}
