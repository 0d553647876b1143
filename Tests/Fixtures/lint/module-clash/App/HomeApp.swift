import SwiftUI

@main
struct HomeApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeView()
                SettingsView()
            }
        }
    }
}
