// AsyncImageProbes.swift — the three iOS 15 forms of AsyncImage and AsyncImagePhase, as apps write them.
// Must type-check cleanly (typecheck.sh samples/ApiProbes, Swift 5 and 6).

import SwiftUI

struct AsyncImageProbes: View {
    let url = URL(string: "https://example.com/icon.png")

    var body: some View {
        VStack {
            AsyncImage(url: url)
            AsyncImage(url: url, scale: 2) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            AsyncImage(url: url, transaction: Transaction(animation: .default)) { phase in
                if let image = phase.image {
                    image
                } else if phase.error != nil {
                    Color.red
                } else {
                    Color.blue
                }
            }
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: ProgressView()
                case .success(let image): image.resizable().scaledToFit()
                case .failure: Image(systemName: "photo")
                @unknown default: EmptyView()
                }
            }
        }
    }
}
